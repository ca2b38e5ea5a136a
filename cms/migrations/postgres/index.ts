import * as migration_20261121_081626_initial from './20261121_081626_initial';

export const migrations = [
  {
    up: migration_20261121_081626_initial.up,
    down: migration_20261121_081626_initial.down,
    name: '20261121_081626_initial'
  },
];
