/** An error with an honest HTTP code and a German message for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Machine-readable reason, e.g. 'sign-in failed'. */
    readonly reason?: string,
  ) {
    super(message);
  }
}
