// The jar a /home/jars/:id/... route is about, loaded before the page shows anything else (SPEC §2).
import { useParams } from 'react-router';
import { useGetJarQuery } from '@memory/api';

export function useJarRoute() {
  const { id = '', itemId = '' } = useParams();
  const query = useGetJarQuery(id, { skip: !id });
  return { id, itemId, jar: query.data, error: query.isError ? query.error : null, isLoading: !query.data && !query.isError };
}
