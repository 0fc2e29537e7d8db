// What the web app needs to know about this installation that only the server knows.
export class AppConfigService {
  /** `configuredUrl`: PUBLIC_URL, already checked and without a trailing slash; '' when unset. */
  constructor(private readonly configuredUrl: string) {}

  /**
   * The base of links that leave the browser (a printed QR label, say): PUBLIC_URL, so that
   * they outlive a move to another address, else the origin the request reached us at.
   */
  publicUrl(requestOrigin: string): string {
    return this.configuredUrl || requestOrigin;
  }
}
