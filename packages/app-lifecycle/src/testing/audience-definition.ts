/**
 * Audience definitions the fake understands: comparisons of a device or custom property with a value,
 * joined by `and`, e.g. `CountryCode eq 'DE' and plan ne 'free'`. Operators `eq` and `ne`; values in
 * single quotes, numbers, `true` or `false`. Anything else answers 400.
 */
import { fakeError } from '@org/http-core/testing';
import type { PropertyType } from '../index.js';
import type { LogRecord } from './records.js';

/** Device properties audiences can use, with the device field each reads. */
export const deviceProperties: Readonly<Record<string, { type: PropertyType; read: (device: LogRecord['device']) => string | undefined }>> = {
  AppVersion: { type: 'string', read: (d) => d.app_version },
  AppBuild: { type: 'string', read: (d) => d.app_build },
  Model: { type: 'string', read: (d) => d.model },
  OemName: { type: 'string', read: (d) => d.oem_name },
  OsName: { type: 'string', read: (d) => d.os_name },
  OsVersion: { type: 'string', read: (d) => d.os_version },
  Locale: { type: 'string', read: (d) => d.locale },
  CountryCode: { type: 'string', read: (d) => d.carrier_country },
  ScreenSize: { type: 'string', read: (d) => d.screen_size },
};

export interface Clause {
  readonly property: string;
  readonly negate: boolean;
  readonly value: string;
}

const clausePattern = /^\s*([A-Za-z_][\w]*)\s+(eq|ne)\s+('(?:[^']|'')*'|-?\d+(?:\.\d+)?|true|false)\s*$/;

/**
 * Parses a definition; 400 when it is not one the fake understands or names an unknown property. `subject`
 * names what is parsed in the 400's message (the same syntax serves the error searches' filters).
 */
export function parseDefinition(definition: string, known: ReadonlySet<string>, subject = 'the audience definition'): Clause[] {
  const clauses = definition.split(/\s+and\s+/i).map((part) => {
    const match = clausePattern.exec(part);
    if (!match) throw fakeError(400, undefined, `Cannot read ${subject} near '${part.trim()}'`);
    const [, property, operator, raw] = match as unknown as [string, string, string, string];
    if (!known.has(property)) throw fakeError(400, undefined, `Unknown property '${property}' in ${subject}`);
    const value = raw.startsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
    return { property, negate: operator === 'ne', value };
  });
  return clauses;
}

/** A device as audiences see it: its latest device record and custom properties. */
export interface AudienceDevice {
  readonly device: LogRecord['device'];
  readonly custom: Readonly<Record<string, string>>;
}

/** The devices of a log, each with its latest device data and custom properties. */
export function devicesOf(log: readonly LogRecord[]): AudienceDevice[] {
  const devices = new Map<string, { device: LogRecord['device']; custom: Record<string, string> }>();
  for (const record of log) {
    const entry = devices.get(record.install_id) ?? { device: record.device, custom: {} };
    entry.device = record.device;
    if (record.type === 'custom_properties' && record.properties) Object.assign(entry.custom, record.properties);
    devices.set(record.install_id, entry);
  }
  return [...devices.values()];
}

/** Whether a device matches every clause. */
export function matches(device: AudienceDevice, clauses: readonly Clause[]): boolean {
  return clauses.every((clause) => {
    const builtIn = deviceProperties[clause.property];
    const actual = builtIn ? builtIn.read(device.device) : device.custom[clause.property];
    return (actual === clause.value) !== clause.negate;
  });
}
