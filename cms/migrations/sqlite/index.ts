import * as migration_20261121_085738_initial from './20261121_085738_initial';

export const migrations = [
  {
    up: migration_20261121_085738_initial.up,
    down: migration_20261121_085738_initial.down,
    name: '20261121_085738_initial'
  },
];
