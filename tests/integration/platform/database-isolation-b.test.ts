import { describeDatabaseIsolation } from './database-isolation.ts';

describeDatabaseIsolation('b');
