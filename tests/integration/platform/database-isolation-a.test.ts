import { describeDatabaseIsolation } from './database-isolation.ts';

describeDatabaseIsolation('a');
