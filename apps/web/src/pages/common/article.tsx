import { useSearchParams } from '../../shared/routing/router';
import { ArticleView, NewsList } from '../../features/content';

/**
 * pages/common/article: with `?id=` one announcement; without it the announcements list.
 * The product has no separate news-list route, so the list lives here (the home ticker's
 * "more" opens it and each row opens `?id=`).
 */
export default function CommonArticlePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isSafeInteger(id) && id > 0) return <ArticleView key={id} id={id} />;
  return <NewsList />;
}
