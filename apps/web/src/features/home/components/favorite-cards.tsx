import { API_PREFIX, splitFavorite } from '@app/shared';

/** The site icon through the server's proxy: never a broken image, a letter icon at worst. */
const faviconUrl = (url: string) => `${API_PREFIX}/favicon/${encodeURIComponent(url)}`;

/** Favourite websites as cards (icon and label) opening in the same window. */
export function FavoriteCards({ favorites }: { favorites: string[] }) {
  if (favorites.length === 0) return <p>Sie haben noch keine Favoriten festgelegt.</p>;
  return (
    <ul className="favorite-cards">
      {favorites.map((entry, index) => {
        const { url, label } = splitFavorite(entry);
        return (
          <li key={`${index}-${entry}`}>
            <a href={url} className="favorite-card">
              <img src={faviconUrl(url)} alt="" width={32} height={32} loading="lazy" decoding="async" />
              <span>{label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
