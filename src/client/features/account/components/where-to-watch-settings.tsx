import { Plural, Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { QueryState } from '@/client/components/ui/query-state';
import { regionProvidersQueryOptions } from '@/client/api/catalog/watch-providers';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { countryName } from '@/client/lib/country-name';
import { useHydrated } from '@/client/lib/use-hydrated';
import {
  saveWatchSettings,
  useWatchSettings,
} from '@/client/library/settings/watch-settings-store';
import { MAX_SERVICES, type WatchSettings } from '@/shared/where-to-watch/watch-providers';
import { WATCH_REGIONS } from '@/shared/where-to-watch/watch-regions';
import { ServiceCheckboxes } from './service-checkboxes';

/** Past this many services the list gets a filter box. */
const FILTER_FROM = 12;

/**
 * 'Where to watch' on /account (issue 34, docs/product.md#where-to-watch): the country title
 * pages show availability for, and 'My services', which the browse pages' 'Only on my services'
 * and the cards' badge read. Each change is kept at once: by the profile on the server when
 * signed in, else by this browser. TMDB mode only (the account page leaves it out otherwise).
 */
export function WhereToWatchSettings() {
  const locale = useFormatLocale();
  const queryClient = useQueryClient();
  const settings = useWatchSettings();
  const [draft, setDraft] = useState<WatchSettings | null>(null);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [filter, setFilter] = useState('');
  const saving = useRef(Promise.resolve());
  const pending = useRef(0);
  const countryId = useId();
  const filterId = useId();
  const chosen: WatchSettings = draft ?? {
    region: settings.chosenRegion,
    providers: settings.providers,
  };
  const region = chosen.region ?? settings.region;
  const services = useQuery({ ...regionProvidersQueryOptions(region), enabled: settings.ready });

  const hydrated = useHydrated();
  // Names come from the runtime's ICU, which the server's and the browser's may word apart:
  // the server's page and the hydrating render hold the one code, named after hydration.
  const countries = useMemo(
    () =>
      hydrated
        ? WATCH_REGIONS.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
            a.name.localeCompare(b.name, locale),
          )
        : [{ code: region, name: region }],
    [hydrated, locale, region],
  );

  const keep = (next: WatchSettings) => {
    setDraft(next);
    setStatus(null);
    pending.current += 1;
    // One save after another, so the last change is the one kept.
    saving.current = saving.current.then(async () => {
      let ok = true;
      try {
        const result = await saveWatchSettings(next, settings, queryClient);
        ok = !result || result.ok;
      } catch {
        ok = false;
      }
      pending.current -= 1;
      if (pending.current === 0) {
        setStatus(ok ? 'saved' : 'failed');
        if (ok) setDraft(null);
      }
    });
  };

  const toggle = (id: number, on: boolean) => {
    const providers = on
      ? [...chosen.providers, id].slice(0, MAX_SERVICES)
      : chosen.providers.filter((x) => x !== id);
    keep({ region, providers });
  };

  const list = services.data?.providers ?? [];
  const needle = filter.trim().toLocaleLowerCase(locale);
  const shown = needle
    ? list.filter((p) => p.name.toLocaleLowerCase(locale).includes(needle))
    : list;
  const full = chosen.providers.length >= MAX_SERVICES;
  const count = chosen.providers.filter((id) => list.some((p) => p.id === id)).length;

  return (
    <section
      id="where-to-watch"
      aria-labelledby="where-to-watch-settings-heading"
      className="scroll-mt-20 rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="where-to-watch-settings-heading" className="label-caps text-lg font-bold">
        <Trans comment="Account page: the heading of the streaming availability settings">
          Where to watch
        </Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-text-dim">
        {settings.synced ? (
          <Trans>
            Title pages show where to watch in this country. Your profile keeps these settings on
            every device.
          </Trans>
        ) : (
          <Trans>
            Title pages show where to watch in this country. This browser keeps these settings.
          </Trans>
        )}
      </p>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-bold">
          <Trans>Country for availability</Trans>
        </label>
        <select
          id={countryId}
          value={region}
          disabled={!settings.ready}
          onChange={(event) => keep({ region: event.target.value, providers: chosen.providers })}
          className="w-full max-w-xs rounded-md border border-line bg-surface-2 px-3 py-2 text-text disabled:opacity-60"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mt-6" disabled={!settings.ready}>
        <legend className="text-sm font-bold">
          <Trans comment="Account page: the streaming services the person subscribes to">
            My services
          </Trans>
        </legend>
        <p className="mt-1 text-sm text-text-dim">
          <Plural
            value={count}
            one="# service chosen. Browse pages can show only what they carry."
            other="# services chosen. Browse pages can show only what they carry."
          />
        </p>
        {list.length > FILTER_FROM && (
          <div className="mt-3 flex flex-col gap-1">
            <label htmlFor={filterId} className="text-sm">
              <Trans>Filter services</Trans>
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              maxLength={60}
              onChange={(event) => setFilter(event.target.value)}
              className="w-full max-w-xs rounded-md border border-line bg-surface-2 px-3 py-2 text-text"
            />
          </div>
        )}
        <QueryState
          query={services}
          failed={<Trans>The services of this country could not be loaded.</Trans>}
          className="mt-3"
        >
          {() => (
            <ServiceCheckboxes
              services={shown}
              chosen={chosen.providers}
              full={full}
              onToggle={toggle}
            />
          )}
        </QueryState>
        {full && (
          <p className="mt-2 text-sm text-text-dim">
            <Trans>You can choose up to {MAX_SERVICES} services.</Trans>
          </p>
        )}
      </fieldset>
      <p className="mt-3 min-h-5 text-sm" role="status">
        {status === 'saved' && <Trans>Saved.</Trans>}
        {status === 'failed' && (
          <span className="text-warn">
            <Trans>Your change could not be saved. Please try again.</Trans>
          </span>
        )}
      </p>
    </section>
  );
}
