import * as migration_20261121_072601_initial from './20261121_072601_initial';

export const migrations = [
  {
    up: migration_20261121_072601_initial.up,
    down: migration_20261121_072601_initial.down,
    name: '20261121_072601_initial'
  },
];
