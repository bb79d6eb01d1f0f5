/**
 * Lighthouse's CPU slowdown, set so that a run stands for a machine of a given speed. Lighthouse
 * multiplies every main-thread task it observed by `cpuSlowdownMultiplier` (4 by default: a
 * mid-range phone next to the machine it runs on), so the figures follow the host: the same
 * page scored 84 to 100 here as Lighthouse's benchmark index of this machine went from 1,200 to
 * 2,900. Scaling the 4 by host index / target index makes every run simulate the phone as seen
 * from a host of the target index: the figures then compare from one day to the next.
 */

/** Lighthouse's own default, for mobile. */
export const defaultCpuSlowdown = 4

/**
 * The multiplier that makes a host of benchmark index `hostIndex` simulate what a host of
 * `targetIndex` would with Lighthouse's default: 4 x host / target, two decimals.
 */
export function cpuSlowdownFor(hostIndex: number, targetIndex: number): number {
  if (!(hostIndex > 0) || !(targetIndex > 0)) {
    throw new Error(
      `benchmark indexes must be positive, got host ${hostIndex}, target ${targetIndex}`,
    )
  }
  return Math.round(((defaultCpuSlowdown * hostIndex) / targetIndex) * 100) / 100
}

/** The benchmark index a run stands for, given its measured index and the multiplier it used. */
export function effectiveIndex(hostIndex: number, cpuSlowdown: number): number {
  return Math.round((defaultCpuSlowdown * hostIndex) / cpuSlowdown)
}

/** What the runs are set to: Lighthouse's default, a fixed multiplier, or a target index. */
export type CpuSetting =
  | { kind: 'default' }
  | { kind: 'multiplier'; cpuSlowdown: number }
  | { kind: 'benchmark-index'; targetIndex: number }
