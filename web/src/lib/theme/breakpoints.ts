/** The spec's breakpoints; small screen means below md. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

/**
 * antd screen tokens for these breakpoints. antd derives the Min/Max tokens from its own
 * constants, not from overrides, so every one is set here for Grid.useBreakpoint to match.
 */
export function screenTokens() {
  const xs = 480;
  const xxl = 1920;
  const xxxl = 2560;
  const { sm, md, lg, xl } = BREAKPOINTS;
  return {
    screenXS: xs,
    screenXSMin: xs,
    screenXSMax: sm - 1,
    screenSM: sm,
    screenSMMin: sm,
    screenSMMax: md - 1,
    screenMD: md,
    screenMDMin: md,
    screenMDMax: lg - 1,
    screenLG: lg,
    screenLGMin: lg,
    screenLGMax: xl - 1,
    screenXL: xl,
    screenXLMin: xl,
    screenXLMax: xxl - 1,
    screenXXL: xxl,
    screenXXLMin: xxl,
    screenXXLMax: xxxl - 1,
    screenXXXL: xxxl,
    screenXXXLMin: xxxl,
  };
}
