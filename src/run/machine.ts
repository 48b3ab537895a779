// The machine a run happened on, stored in results meta so a report can say "numbers from another runner".
import { arch, cpus, platform, release } from 'node:os';
import type { Runner } from '../model/results';

export function describeMachine(): Runner {
  const cores = cpus();
  return {
    os: `${platform()} ${release()}`,
    arch: arch(),
    // Some containers and ARM kernels report no model (or no CPUs at all): keep the field, empty.
    cpu: (cores[0]?.model ?? '').trim(),
    cores: cores.length,
  };
}
