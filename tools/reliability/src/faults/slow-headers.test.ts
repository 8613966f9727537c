/**
 * Slow headers × packages: an answer that starts later than the attempt time-out.
 */
import { stallFaults } from './fault-cases.js';
import { describeFaultMatrix } from './fault-matrix.js';

describeFaultMatrix(stallFaults('slow headers past the time-out'));
