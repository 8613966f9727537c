/**
 * Answer faults × packages: error statuses with and without `Retry-After` and rate-limit headers, and bodies
 * that are not the JSON promised (invalid, HTML, empty, oversized).
 */
import { answerFaults } from './fault-cases.js';
import { describeFaultMatrix } from './fault-matrix.js';

describeFaultMatrix(answerFaults);
