import * as migration_20261121_085745_initial from './20261121_085745_initial';

export const migrations = [
  {
    up: migration_20261121_085745_initial.up,
    down: migration_20261121_085745_initial.down,
    name: '20261121_085745_initial'
  },
];
