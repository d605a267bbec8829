// What the tests of hostile uploads look at: processes left behind.

/** Whether a process of this id still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
