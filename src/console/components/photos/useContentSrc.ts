import { useState } from 'react';
import { refreshTokens } from '../../providers/httpClient';
import { isExpired } from '../../providers/session';
import { contentUrl } from '../contentUrl';
import { useAccessToken } from '../useAccessToken';

/**
 * The address of a stored image for <img src>: GET /content/<path>?token=… (spec 000 §7), kept
 * current when the access token changes. An image that fails while the token has expired asks
 * for a new token once (the src follows it); after that the failure stands and `failed` is true.
 */
export function useContentSrc(path: string) {
  const token = useAccessToken();
  const [failedWith, setFailedWith] = useState<string | null>(null);
  const onError = () => {
    if (token && isExpired(token)) {
      refreshTokens().catch(() => setFailedWith(token));
      return;
    }
    setFailedWith(token);
  };
  return { src: contentUrl(path, token), failed: failedWith === token, onError };
}
