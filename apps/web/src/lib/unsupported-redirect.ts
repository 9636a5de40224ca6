/** What `SupportedOnly` hands the /unsupported page when it sends a visitor there. */
export interface UnsupportedRedirectState {
  /** The page the visitor asked for. */
  from: string;
}
