import * as migration_20261121_090633_initial from './20261121_090633_initial';

export const migrations = [
  {
    up: migration_20261121_090633_initial.up,
    down: migration_20261121_090633_initial.down,
    name: '20261121_090633_initial'
  },
];
