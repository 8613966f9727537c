/**
 * Slow bodies × packages: headers at once, a body later than the attempt time-out (which covers reading it).
 */
import { stallFaults } from './fault-cases.js';
import { describeFaultMatrix } from './fault-matrix.js';

describeFaultMatrix(stallFaults('slow body past the time-out'));
