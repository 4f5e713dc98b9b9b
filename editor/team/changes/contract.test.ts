/** How a failed publish is recognised without importing the publishing module: by its step. */
import { describe, expect, it } from 'vitest';
import { failedStep } from './contract';

describe('failedStep', () => {
  it('recognises the publisher’s failure by its step, and nothing else', () => {
    class PublishFailed extends Error {
      constructor(readonly step: string) {
        super('failed');
      }
    }
    expect(failedStep(new PublishFailed('build'))).toBe('build');
    expect(failedStep(new PublishFailed('elsewhere'))).toBeUndefined();
    expect(failedStep(new Error('plain'))).toBeUndefined();
    expect(failedStep({ step: 'check' })).toBeUndefined();
    expect(failedStep(null)).toBeUndefined();
  });
});
