import { studioReadingPagesMessages } from '@cadenza/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, lastUpload } from '../../../test/fake-xhr';
import { mockApi, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudioReadingPages } from './studio-reading-pages';

const productId = 'handbook-1';
const pagesPath = `/studio/products/${productId}/reading-pages`;

function setUp(answers: Record<string, unknown>) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetchMock = mockApi(answers);
  const view = renderWithProviders(<StudioReadingPages productId={productId} />);
  return { ...view, fetchMock };
}

const fileOf = (name: string, text = '# A page\n\nText.') => new File([text], name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio Pages section', () => {
  it('lists the pages in order, and refuses files it cannot send before sending them', async () => {
    setUp({
      [pagesPath]: {
        pages: [
          { path: 'page-1.html', title: 'Posture' },
          { path: 'page-2.html', title: 'Breathing' },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Posture', 'Breathing']);
    expect(screen.getByRole('link', { name: 'Open the reading' })).toHaveAttribute(
      'href',
      `/readings/${productId}`,
    );
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('HTML, Markdown or zip files');
    await user.upload(input, [fileOf('a.md'), new File(['x'], 'figure.png')]);
    expect(
      screen.getByText('figure.png: choose HTML (.html, .htm), Markdown (.md) or zip files.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload pages' })).toBeDisabled();
    await user.upload(input, [fileOf('a.md'), new File(['PK'], 'more.zip')]);
    expect(
      screen.getByText('A zip goes on its own: choose either one zip or HTML and Markdown files.'),
    ).toBeVisible();
    await user.upload(input, [new File([], 'empty.html')]);
    expect(screen.getByText('empty.html is empty.')).toBeVisible();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the files with their progress, then shows the new pages and each file’s report', async () => {
    let asked = 0;
    const { user, fetchMock } = setUp({
      [pagesPath]: () => {
        asked += 1;
        return Response.json({
          pages:
            asked === 1
              ? []
              : [
                  { path: 'page-1.html', title: 'Intro' },
                  { path: 'page-2.html', title: 'notes' },
                ],
        });
      },
    });
    expect(await screen.findByText('No pages yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the reading' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('HTML, Markdown or zip files'), [
      fileOf('1-intro.md'),
      fileOf('notes.html', '<p>No heading</p>'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload pages' }));
    const xhr = lastUpload();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/studio/products/${productId}/reading-pages`);
    const form = xhr.body as FormData;
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual([
      '1-intro.md',
      'notes.html',
    ]);
    xhr.progress(300, 1200);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect((bar as HTMLProgressElement).value).toBe(0.25);

    xhr.answer(200, {
      pages: [
        { path: 'page-1.html', title: 'Intro' },
        { path: 'page-2.html', title: 'notes' },
      ],
      report: [
        { file: '1-intro.md', outcome: 'page', path: 'page-1.html', title: 'Intro', notes: [] },
        {
          file: 'notes.html',
          outcome: 'page',
          path: 'page-2.html',
          title: 'notes',
          notes: [studioReadingPagesMessages.titleFromFileName],
        },
      ],
    });
    expect(await screen.findByText(/Uploaded: 2 pages, readers see them now\./)).toBeVisible();
    expect(screen.getByText(studioReadingPagesMessages.titleFromFileName)).toBeVisible();
    expect(screen.getByText('notes.html').closest('li')).toHaveTextContent(
      'notes.html: page 2 (notes)',
    );
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Intro', 'notes']);
    expect(requestedPaths(fetchMock).filter((path) => path === pagesPath)).toHaveLength(2);
  });

  it('shows each file’s reason when the server refuses the upload, and cancels one under way', async () => {
    const { user } = setUp({ [pagesPath]: { pages: [] } });
    await user.upload(await screen.findByLabelText('HTML, Markdown or zip files'), [
      fileOf('latin1.html'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload pages' }));
    lastUpload().answer(400, {
      statusCode: 400,
      message: studioReadingPagesMessages.pagesRefused(1),
      errors: [{ field: 'latin1.html', message: studioReadingPagesMessages.notUtf8 }],
    });
    expect(
      await screen.findByText(
        `The upload was refused: ${studioReadingPagesMessages.pagesRefused(1)}`,
      ),
    ).toBeVisible();
    expect(screen.getByText('latin1.html').closest('li')).toHaveTextContent(
      `latin1.html: ${studioReadingPagesMessages.notUtf8}`,
    );

    await user.click(screen.getByRole('button', { name: 'Upload pages' }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload pages' })).toBeEnabled();
  });
});
