import { parseCanaryOptOuts, withCanaryOptOut } from './canaryOptOut';

describe('the canary opt-out cookie', () => {
  it('adds an app@version once, keeps the newest eight, and leaves malformed entries out', () => {
    let value = withCanaryOptOut(undefined, 'mf-doctors', '0.2.0-abc');
    expect(value).toBe('mf-doctors@0.2.0-abc');
    value = withCanaryOptOut(value, 'shell', '0.3.0-def');
    expect(withCanaryOptOut(value, 'mf-doctors', '0.2.0-abc')).toBe('shell@0.3.0-def|mf-doctors@0.2.0-abc');
    expect([...parseCanaryOptOuts(`${value}|<script>|mf-x@|@1`)]).toEqual([
      'mf-doctors@0.2.0-abc',
      'shell@0.3.0-def',
    ]);
    for (let i = 0; i < 10; i += 1) value = withCanaryOptOut(value, `mf-app${i}`, '1.0.0');
    expect(parseCanaryOptOuts(value).size).toBe(8);
    expect(parseCanaryOptOuts(value).has('mf-app9@1.0.0')).toBe(true);
    expect(parseCanaryOptOuts(value).has('mf-doctors@0.2.0-abc')).toBe(false);
  });
});
