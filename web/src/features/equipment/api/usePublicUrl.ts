import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

export const PublicUrlQuery = graphql(`
  query PublicUrl {
    appConfig {
      publicUrl
    }
  }
`);

/**
 * The base address printed labels encode: the server's PUBLIC_URL, else the address the
 * server was reached at. Not the browser's own: a label must still open after a move.
 */
export function usePublicUrl() {
  const { data, error } = useQuery(PublicUrlQuery);
  return { publicUrl: data?.appConfig.publicUrl ?? null, failed: !!error };
}
