import * as migration_20261121_080505_initial from './20261121_080505_initial';

export const migrations = [
  {
    up: migration_20261121_080505_initial.up,
    down: migration_20261121_080505_initial.down,
    name: '20261121_080505_initial'
  },
];
