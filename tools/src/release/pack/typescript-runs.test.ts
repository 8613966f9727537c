import { describe, expect, it } from 'vitest';
import { lowestTypeScript, tsconfigFileName, tsconfigFor, typecheckRuns, typescriptDevDependencies, type TypecheckRun } from './typescript-runs.js';

const find = (typescript: string, module: string, skipLibCheck: boolean): TypecheckRun | undefined =>
  typecheckRuns.find((run) => run.typescript === typescript && run.module === module && run.skipLibCheck === skipLibCheck);

describe('typecheckRuns', () => {
  it('checks each stated lowest release in the settings it is stated for, and the current release in each', () => {
    expect(find(lowestTypeScript.esm, 'nodenext', false)?.programs).toContain('esm');
    expect(find(lowestTypeScript.esm, 'bundler', false)?.programs).toContain('esm');
    expect(find(lowestTypeScript.esmSkipLibCheck, 'nodenext', true)?.programs).toEqual(['esm']);
    expect(find(lowestTypeScript.esmSkipLibCheck, 'bundler', true)?.programs).toEqual(['esm']);
    expect(find(lowestTypeScript.commonJs, 'nodenext', false)?.programs).toEqual(['commonjs']);
    expect(find('current', 'nodenext', false)?.programs).toEqual(['smoke', 'commonjs']);
    expect(find('current', 'bundler', false)?.programs).toEqual(['smoke']);
  });

  it('has exactly one run that emits, the current release under nodenext, into tsconfig.json', () => {
    const emitting = typecheckRuns.filter((run) => run.emit);
    expect(emitting).toHaveLength(1);
    expect(tsconfigFileName(emitting[0]!)).toBe('tsconfig.json');
    expect(tsconfigFor(emitting[0]!).compilerOptions).toMatchObject({ module: 'nodenext', outDir: 'dist', rootDir: 'src' });
  });

  it('gives every run a tsconfig file of its own, and only the emitting one writes output', () => {
    expect(new Set(typecheckRuns.map(tsconfigFileName)).size).toBe(typecheckRuns.length);
    for (const run of typecheckRuns.filter((r) => !r.emit)) expect(tsconfigFor(run).compilerOptions).toMatchObject({ noEmit: true });
  });
});

describe('tsconfigFor', () => {
  it('sets bundler resolution with an ES module output, and skipLibCheck as the run says', () => {
    const config = tsconfigFor({ label: 'x', typescript: '5.0.4', module: 'bundler', skipLibCheck: true, programs: ['esm'], emit: false });
    expect(config.compilerOptions).toMatchObject({ module: 'esnext', moduleResolution: 'bundler', skipLibCheck: true, strict: true });
    expect(config.include).toEqual(['esm/*.ts']);
  });
});

describe('typescriptDevDependencies', () => {
  it('installs each named release once, as an npm alias, and never the current one', () => {
    const runs: TypecheckRun[] = [
      { label: 'a', typescript: '5.8.3', module: 'nodenext', skipLibCheck: false, programs: ['commonjs'], emit: false },
      { label: 'b', typescript: 'current', module: 'nodenext', skipLibCheck: false, programs: ['smoke'], emit: true },
      { label: 'c', typescript: '5.0.4', module: 'bundler', skipLibCheck: true, programs: ['esm'], emit: false },
      { label: 'd', typescript: '5.0.4', module: 'nodenext', skipLibCheck: true, programs: ['esm'], emit: false },
    ];
    expect(typescriptDevDependencies(runs)).toEqual({ 'typescript-5.0.4': 'npm:typescript@5.0.4', 'typescript-5.8.3': 'npm:typescript@5.8.3' });
  });
});
