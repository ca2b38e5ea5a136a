import * as migration_20261121_081616_initial from './20261121_081616_initial';

export const migrations = [
  {
    up: migration_20261121_081616_initial.up,
    down: migration_20261121_081616_initial.down,
    name: '20261121_081616_initial'
  },
];
