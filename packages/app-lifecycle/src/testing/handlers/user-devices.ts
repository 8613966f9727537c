/**
 * Devices testers register. The caller's devices are those registered under the fake's user; registering
 * for another user needs that user to be a known tester (404 otherwise); registering a UDID again replaces the
 * device's details. New devices are `registered` until a release is re-signed for them.
 */
import { empty, fakeError, json } from '@org/http-core/testing';
import type { Device } from '../../index.js';
import { checkWrite, tokenOf, type FakeContext } from '../context.js';
import { childKey } from '../state.js';
import { iso } from '../time.js';
import type { Handlers } from './types.js';

/** Handlers of `userDevices.*`. */
export function userDeviceHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const { distribution } = state;
  const mine = () => distribution.devices.list((d) => d.userId === state.user.id);
  return {
    'userDevices.list': (req) => {
      tokenOf(req);
      return json(200, mine().map((d) => d.device));
    },
    'userDevices.get': (req) => {
      tokenOf(req);
      const key = childKey(state.user.id, req.params.device_udid!);
      return json(200, distribution.devices.require(key, () => fakeError(404, 'NotFound', `No device ${req.params.device_udid}`)).device);
    },
    'userDevices.delete': (req) => {
      checkWrite(req);
      distribution.devices.remove(childKey(state.user.id, req.params.device_udid!), () => fakeError(404, 'NotFound', `No device ${req.params.device_udid}`));
      return empty(200);
    },
    'userDevices.register': (req) => {
      checkWrite(req);
      const tester = distribution.testers.get(req.params.user_id!);
      if (!tester) throw fakeError(404, 'NotFound', `No user ${req.params.user_id}`);
      const body = req.body as { udid: string; model: string; os_version?: string; os_build?: string; serial?: string; imei?: string };
      const device: Device = {
        ...body,
        device_name: body.model,
        full_device_name: `${tester.name}'s ${body.model}`,
        os_version: body.os_version ?? '',
        os_build: body.os_build ?? '',
        status: 'registered',
        owner_id: tester.id,
        registered_at: iso(fake.now()),
      };
      distribution.devices.set(childKey(tester.id, device.udid), { userId: tester.id, device });
      return json(200, device);
    },
  };
}
