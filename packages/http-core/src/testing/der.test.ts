import { describe, expect, it } from 'vitest';
import { integer, namedBits, octetString, oid, sequence, time } from './der.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('DER encoding', () => {
  it('writes lengths in the short form below 128 and the long form from 128', () => {
    expect(hex(octetString(Buffer.alloc(127)))).toMatch(/^047f/);
    expect(hex(octetString(Buffer.alloc(128)))).toMatch(/^048180/);
    expect(hex(octetString(Buffer.alloc(256)))).toMatch(/^04820100/);
    expect(octetString(Buffer.alloc(70_000))).toHaveLength(70_000 + 5);
  });

  it('writes integers minimal and positive', () => {
    expect(hex(integer(0))).toBe('020100');
    expect(hex(integer(2))).toBe('020102');
    expect(hex(integer(128))).toBe('02020080');
    expect(hex(integer(Buffer.from([0, 0, 0x7f])))).toBe('02017f');
    expect(hex(integer(Buffer.from([0xff, 1])))).toBe('020300ff01');
    expect(() => integer(-1)).toThrow(RangeError);
  });

  it('writes object identifiers with base-128 arcs', () => {
    expect(hex(oid('1.2.840.10045.4.3.2'))).toBe('06082a8648ce3d040302');
    expect(hex(oid('2.5.29.17'))).toBe('0603551d11');
    expect(() => oid('1')).toThrow(SyntaxError);
    expect(() => oid('1.x')).toThrow(SyntaxError);
  });

  it('writes named bits without trailing zero bits', () => {
    expect(hex(namedBits([0]))).toBe('03020780');
    expect(hex(namedBits([5, 6]))).toBe('03020106');
    expect(hex(namedBits([0, 8]))).toBe('0303078080');
    expect(hex(namedBits([]))).toBe('030100');
  });

  it('writes UTCTime before 2050 and GeneralizedTime from 2050', () => {
    expect(time(new Date('2026-03-04T05:06:07.890Z')).toString('latin1', 2)).toBe('260304050607Z');
    expect(time(new Date('2026-03-04T05:06:07Z'))[0]).toBe(0x17);
    const late = time(new Date('2051-01-01T00:00:00Z'));
    expect(late[0]).toBe(0x18);
    expect(late.toString('latin1', 2)).toBe('20510101000000Z');
  });

  it('nests sequences', () => {
    expect(hex(sequence(integer(1), sequence()))).toBe('30050201013000');
  });
});
