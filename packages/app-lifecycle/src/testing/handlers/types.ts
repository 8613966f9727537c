import type { FakeHandlers } from '@org/http-core/testing';
import type { appLifecycleService } from '../../service.js';

/** Handlers of some of the service's operations, keyed `group.method`. */
export type Handlers = FakeHandlers<typeof appLifecycleService.groups>;
