import { Loading } from '../../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../../lib/api';
import { newsKeys } from '../api/query-keys';

/** Server-supplied HTML, sanitised by the server when stored and when read. */
export default function NewsPage() {
  const { id = 'index' } = useParams();
  const news = useQuery({
    queryKey: newsKeys.page(id),
    queryFn: () => api<{ content: string }>(`/news/${encodeURIComponent(id)}`),
    retry: false,
  });
  if (news.isPending) return <Loading />;
  if (news.isError) return <p className="error-text">{news.error.message}</p>;
  return <article className="page news" dangerouslySetInnerHTML={{ __html: news.data.content }} />;
}
