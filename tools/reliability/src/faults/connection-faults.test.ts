/**
 * Connection faults × packages: refused, reset, cut off mid-body, redirected elsewhere or in a loop.
 */
import { connectionFaults } from './fault-cases.js';
import { describeFaultMatrix } from './fault-matrix.js';

describeFaultMatrix(connectionFaults);
