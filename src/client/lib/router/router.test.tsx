import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { matchPath, specificity } from './match-path';
import { Link, MemoryRouter, Navigate, useLocation, useNavigate, useSearchParams } from './router';
import { Outlet, Route, Routes, useParams } from './routes';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}|${JSON.stringify(state)}`}</p>;
}

function Movie() {
  const { id } = useParams<{ id: string }>();
  return <h1>movie {id}</h1>;
}

function Layout() {
  return (
    <div>
      <span>layout</span>
      <Outlet />
    </div>
  );
}

function App({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Link to="/movie/7">to movie</Link>} />
          <Route path="/movie/:id" element={<Movie />} />
          <Route path="/my-list" element={<Navigate to="/vault" replace state={{ from: 'x' }} />} />
        </Route>
        <Route path="*" element={<h1>not found</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

describe('matchPath', () => {
  it('matches static, param and splat segments', () => {
    expect(matchPath('/movie/:id', '/movie/42')).toEqual({ id: '42' });
    expect(matchPath('/movie/:id', '/movie/42/extra')).toBeNull();
    expect(matchPath('/movie/:id', '/tv/42')).toBeNull();
    expect(matchPath('*', '/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/movie/:id', '/movie/%E2%9C%93')).toEqual({ id: '✓' });
    expect(matchPath('/movie/:id', '/movie/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });

  it('ranks static over dynamic over splat', () => {
    expect(specificity('/my-list')).toBeGreaterThan(specificity('/:id'));
    expect(specificity('/:id')).toBeGreaterThan(specificity('*'));
  });
});

describe('router', () => {
  it('renders the matching route inside its layout, with params', () => {
    render(<App at="/movie/12" />);
    expect(screen.getByText('layout')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'movie 12' })).toBeInTheDocument();
  });

  it('falls through to the splat route', () => {
    render(<App at="/nope/deep" />);
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
    expect(screen.queryByText('layout')).not.toBeInTheDocument();
  });

  it('navigates on a plain link click and keeps a real href', async () => {
    render(<App at="/" />);
    const link = screen.getByRole('link', { name: 'to movie' });
    expect(link).toHaveAttribute('href', '/movie/7');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'movie 7' })).toBeInTheDocument();
  });

  it('redirects with Navigate, passing state', () => {
    render(<App at="/my-list" />);
    expect(screen.getByTestId('where')).toHaveTextContent('/vault|{"from":"x"}');
  });

  it('reads and writes search params, and goes back', async () => {
    function Probe() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <p data-testid="q">{params.get('q') ?? '-'}</p>
          <button onClick={() => setParams((prev) => ({ q: `${prev.get('q')} 2`, tab: 'top' }))}>
            set
          </button>
          <button onClick={() => navigate(-1)}>back</button>
          <button onClick={() => navigate({ search: '' }, { replace: true })}>clear</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/browse?q=alien']}>
        <Probe />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('q')).toHaveTextContent('alien');
    await userEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/browse?q=alien+2&tab=top');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('q')).toHaveTextContent('alien');
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/browse|null');
  });
});
