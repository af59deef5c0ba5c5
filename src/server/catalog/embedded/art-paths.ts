/**
 * Same-origin paths of the generated SVG art (served by src/server/art). They are the image
 * "templates" of the embedded catalogue: size-independent, so they carry no `{size}`.
 */
export const artPaths = {
  poster: (media: 'movie' | 'tv', id: number) => `/api/art/poster/${media}/${id}.svg`,
  backdrop: (media: 'movie' | 'tv', id: number) => `/api/art/backdrop/${media}/${id}.svg`,
  profile: (personId: number) => `/api/art/profile/${personId}.svg`,
  still: (tvId: number, season: number, episode: number) =>
    `/api/art/still/${tvId}/${season}/${episode}.svg`,
};
