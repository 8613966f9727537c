/**
 * The devices the fake's device tests run on: three Android and three iOS models, each with one OS version.
 * Their ids are fixed, so tests may name them.
 */
import type { DeviceConfiguration } from '../index.js';

/** A device of the catalogue with the platform it belongs to (`Android` or `iOS`, as an app's `os`). */
export interface CatalogueDevice {
  readonly platform: 'Android' | 'iOS';
  readonly configuration: DeviceConfiguration & { readonly id: string; readonly name: string; readonly os: string };
}

const device = (platform: CatalogueDevice['platform'], id: string, manufacturer: string, model: string, os: string, marketShare: number): CatalogueDevice => ({
  platform,
  configuration: {
    id,
    name: `${manufacturer} ${model} (${platform} ${os})`,
    os,
    osName: `${platform} ${os}`,
    tier: 1,
    marketShare,
    image: { thumb: `https://devices.invalid/${id}/thumb.png`, full: `https://devices.invalid/${id}/full.png` },
    model: { name: model, manufacturer, model, platform, formFactor: 'phone', releaseDate: '2023-10', availabilityCount: 4 },
  },
});

/** Every device of the catalogue. */
export const deviceCatalogue: readonly CatalogueDevice[] = [
  device('Android', '0a1f0000-0000-4000-8000-000000000001', 'Google', 'Pixel 8', '14', 4.2),
  device('Android', '0a1f0000-0000-4000-8000-000000000002', 'Samsung', 'Galaxy S23', '14', 6.1),
  device('Android', '0a1f0000-0000-4000-8000-000000000003', 'Samsung', 'Galaxy A54', '13', 3.3),
  device('iOS', '0a1f0000-0000-4000-8000-000000000011', 'Apple', 'iPhone 15', '17.4', 8.5),
  device('iOS', '0a1f0000-0000-4000-8000-000000000012', 'Apple', 'iPhone 14', '16.7', 7.9),
  device('iOS', '0a1f0000-0000-4000-8000-000000000013', 'Apple', 'iPhone SE', '17.4', 2.2),
];

/** The devices of a platform (an app's `os`). */
export function devicesFor(platform: string): CatalogueDevice[] {
  return deviceCatalogue.filter((d) => d.platform === platform);
}
