import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ProviderLogo } from '@/client/components/ui/provider-logo';
import { QueryState } from '@/client/components/ui/query-state';
import { titleWatchProvidersQueryOptions } from '@/client/api/catalog/watch-providers';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';
import { useWatchSettings } from '@/client/library/settings/watch-settings-store';
import type { MediaType } from '@/shared/catalog/title-schemas';
import {
  OFFER_KINDS,
  type OfferKind,
  type TitleWatchProviders,
} from '@/shared/where-to-watch/watch-providers';
import { countryName } from '@/client/lib/country-name';

const GROUP_LABELS: Record<OfferKind, MessageDescriptor> = {
  flatrate: msg({ message: 'Stream', comment: 'Where to watch: included in a subscription' }),
  free: msg({ message: 'Free', comment: 'Where to watch: free to watch' }),
  ads: msg({ message: 'With ads', comment: 'Where to watch: free with advertising' }),
  rent: msg({ message: 'Rent', comment: 'Where to watch: to rent' }),
  buy: msg({ message: 'Buy', comment: 'Where to watch: to buy' }),
};

/** The section's own height while it loads, so its arrival moves nothing below it. */
const RESERVED = 'min-h-56';

/**
 * 'Where to watch' on a title page (issue 34, docs/product.md#where-to-watch): TMDB's offers in
 * the profile's country, grouped, with logos and names, TMDB's page for all options and the
 * JustWatch attribution TMDB requires. Loaded after the page's first paint (lazy), TMDB mode only.
 */
export function WhereToWatch({ media, id }: { media: MediaType; id: number }) {
  const settings = useWatchSettings();
  const query = useQuery({
    ...titleWatchProvidersQueryOptions(media, id, settings.region),
    enabled: settings.ready,
  });
  const locale = useFormatLocale();
  const country = countryName(settings.region, locale);

  return (
    <section
      aria-labelledby="where-to-watch-heading"
      aria-busy={query.isPending}
      className={`mt-8 rounded-lg border border-line bg-surface p-5 ${RESERVED}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="where-to-watch-heading" className="label-caps text-lg font-bold">
          <Trans comment="Title page: the heading of the streaming availability section">
            Where to watch
          </Trans>
        </h2>
        <p className="text-sm text-text-dim">
          <Trans comment="Where to watch: {country} is a country's name">In {country}</Trans>{' '}
          <Link
            to={`${paths.account}#where-to-watch`}
            className="text-accent underline-offset-2 hover:underline focus-visible:underline"
          >
            <Trans comment="Where to watch: link to the settings that pick the country">
              Change
            </Trans>
          </Link>
        </p>
      </div>
      <QueryState
        query={query}
        failed={<Trans>Where to watch could not be loaded right now.</Trans>}
        className="mt-4"
      >
        {(answer) => <Offers answer={answer} country={country} mine={settings.providers} />}
      </QueryState>
      <p className="mt-4 text-xs text-text-dim">
        <Trans comment="Attribution TMDB requires; JustWatch is a company's name">
          Availability data by{' '}
          <a
            href="https://www.justwatch.com"
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2"
          >
            JustWatch
          </a>
        </Trans>
      </p>
    </section>
  );
}

function Offers({
  answer,
  country,
  mine,
}: {
  answer: TitleWatchProviders;
  country: string;
  mine: readonly number[];
}) {
  const { t } = useLingui();
  const groups = OFFER_KINDS.filter((kind) => answer[kind].length > 0);
  const link = answer.link?.startsWith('https://') ? answer.link : null;
  if (groups.length === 0) {
    return (
      <p className="mt-4 text-text-dim">
        <Trans comment="Where to watch, nothing found: {country} is a country's name">
          Not available to stream in {country} right now
        </Trans>
      </p>
    );
  }
  return (
    <>
      <div className="mt-4 flex flex-col gap-4">
        {groups.map((kind) => (
          <div key={kind}>
            <h3 className="label-caps text-xs font-bold text-text-dim">{t(GROUP_LABELS[kind])}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {answer[kind].map((provider) => {
                const isMine = mine.includes(provider.id);
                return (
                  <li
                    key={provider.id}
                    className={`flex items-center gap-2 rounded-md border px-2 py-1 text-sm ${
                      isMine ? 'border-accent' : 'border-line'
                    }`}
                  >
                    <ProviderLogo provider={provider} size="large" logoNamed />
                    {isMine && (
                      <span className="text-xs text-accent">
                        <Trans comment="Where to watch: marks a service the person has">
                          Yours
                        </Trans>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-block text-sm text-accent underline underline-offset-2"
        >
          <Trans comment="Where to watch: link to TMDB's page listing every offer">
            See all options on TMDB
          </Trans>
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </>
  );
}
