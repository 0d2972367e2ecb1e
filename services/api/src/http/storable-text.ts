import { unstorableTextProblem } from '@lemans/http';
import type { z } from 'zod';

/**
 * A zod refinement for a text field that will be stored: Postgres refuses NUL, and half of a surrogate pair
 * (which JSON can carry as `\ud800`) would be stored mangled; both are refused in French, naming `field`.
 */
export function storableAs(field: string) {
  return (text: string, ctx: z.RefinementCtx) => {
    const problem = unstorableTextProblem(text, field);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
  };
}
