import type { ScoreImport, StudioImprints } from '@cadenza/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudioImportReportPage } from './studio-import';
import { FakeXhr, lastUpload } from '../../test/fake-xhr';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { fileProgress } from '../../features/studio/api/studio-imports-api';
import { StudioImportForm } from '../../features/studio/components/studio-import-form';

const importId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const own: StudioImprints = { items: [{ id: 'alder', name: 'Alder Press' }], canChoose: false };

const report = (over: Partial<ScoreImport>): ScoreImport => ({
  id: importId,
  name: 'Uploaded scores',
  imprintId: 'alder',
  publish: false,
  status: 'queued',
  error: null,
  totalFiles: null,
  counts: { imported: 0, merged: 0, refused: 0 },
  files: [],
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

function setUp(answers: Record<string, unknown> = {}) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  mockApi({ '/studio/imprints': own, ...answers });
  return renderWithProviders(
    <Routes>
      <Route path="/studio/imports" element={<StudioImportForm />} />
      <Route path="/studio/imports/:id" element={<StudioImportReportPage />} />
    </Routes>,
    { url: '/studio/imports' },
  );
}

const score = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio score import', () => {
  it('marks files it cannot send and sends nothing until they are removed', async () => {
    setUp();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Score files or a zip');
    const huge = score('opera.mxl');
    Object.defineProperty(huge, 'size', { value: 201 * 1024 * 1024 });
    await user.upload(input, [
      score('lied.musicxml'),
      score('cover.pdf'),
      score('empty.krn', 0),
      huge,
    ]);

    const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(within(rowOf('cover.pdf')).getByText(/^Not a score file/)).toBeInTheDocument();
    expect(within(rowOf('empty.krn')).getByText('This file is empty.')).toBeInTheDocument();
    expect(
      within(rowOf('opera.mxl')).getByText('Larger than 200 MB, the most one file may be.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Remove the files marked above before uploading.',
    );
    expect(FakeXhr.sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove the marked files' }));
    expect(screen.queryByRole('row', { name: /cover\.pdf/ })).not.toBeInTheDocument();
    // A zip goes on its own.
    await user.upload(input, score('songs.zip'));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Send a zip on its own, or score files without a zip.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove songs.zip' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const sheet = screen.getByLabelText('Metadata sheet (optional)');
    await user.upload(sheet, new File(['x'], 'sheet.xlsx'));
    expect(screen.getByText('A metadata sheet is a .csv, .tsv or .json file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Remove the metadata sheet or choose another before uploading.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the sheet' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with each file’s progress, then follows the import to its report', async () => {
    let polls = 0;
    const { user } = setUp({
      [`/studio/imports/${importId}`]: () => {
        polls += 1;
        if (polls === 1) return Response.json(report({ status: 'queued' }));
        if (polls === 2)
          return Response.json(
            report({
              status: 'running',
              totalFiles: 2,
              files: [
                {
                  file: 'Set/lied.musicxml',
                  status: 'imported',
                  reason: null,
                  productId: 'p-lied',
                  title: 'Lied',
                },
              ],
            }),
          );
        return Response.json(
          report({
            status: 'done',
            totalFiles: 2,
            counts: { imported: 1, merged: 0, refused: 1 },
            finishedAt: '2026-11-26T10:01:00.000Z',
            files: [
              {
                file: 'Set/lied.musicxml',
                status: 'imported',
                reason: null,
                productId: 'p-lied',
                title: 'Lied',
              },
              {
                file: 'Set/xml_score.mei',
                status: 'refused',
                reason: 'no title: the file names none and no metadata row gives one',
                productId: null,
                title: null,
              },
            ],
          }),
        );
      },
    });
    const lied = score('lied.musicxml', 1000);
    const refused = score('xml_score.mei', 3000);
    for (const [file, path] of [
      [lied, 'Set/lied.musicxml'],
      [refused, 'Set/xml_score.mei'],
    ] as const)
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
    await user.upload(await screen.findByLabelText('Or a folder of scores'), [lied, refused]);
    await user.upload(
      screen.getByLabelText('Metadata sheet (optional)'),
      new File(['file,title\n'], 'metadata.csv'),
    );
    await user.type(screen.getByLabelText('Collection (optional)'), 'Lieder');
    expect(screen.getByText('Imported into your imprint, Alder Press.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));

    const xhr = lastUpload();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/studio/imports']);
    const form = xhr.body as FormData;
    expect(form.get('collection')).toBe('Lieder');
    expect(form.get('publish')).toBe('false');
    expect(form.get('imprintId')).toBeNull();
    expect((form.get('metadata') as File).name).toBe('metadata.csv');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual([
      'Set/lied.musicxml',
      'Set/xml_score.mei',
    ]);
    // Half sent: the sheet and the first file are through, the second is under way.
    xhr.progress(2500, 5000);
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Set\/lied\.musicxml/ })).getByText('Uploaded'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Set/xml_score.mei upload progress')).toHaveAttribute(
      'value',
      String((0.5 * 4011 - 11 - 1000) / 3000),
    );
    xhr.answer(202, { id: importId });

    expect(
      await screen.findByText('Uploaded. Waiting for its turn to be imported…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Importing: 1 of 2 files done.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /xml_score\.mei/ })).getByText('Waiting'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Done: 1 imported, 0 merged, 1 refused.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const refusedRow = screen.getByRole('row', { name: /xml_score\.mei/ });
    expect(within(refusedRow).getByText('Refused')).toBeInTheDocument();
    expect(
      within(refusedRow).getByText('no title: the file names none and no metadata row gives one'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lied' })).toHaveAttribute(
      'href',
      '/studio/products/p-lied',
    );
    expect(screen.getByText(/^The new pieces are drafts/)).toBeInTheDocument();
  });

  it('shows the server’s refusal, and lets an admin choose the imprint and publish at once', async () => {
    const { user } = setUp({
      '/studio/imprints': {
        items: [
          { id: 'alder', name: 'Alder Press' },
          { id: 'birch', name: 'Birch Music' },
        ],
        canChoose: true,
      },
    });
    await user.upload(await screen.findByLabelText('Score files or a zip'), score('songs.zip'));
    await user.selectOptions(screen.getByLabelText('Imprint'), 'Birch Music');
    await user.click(screen.getByLabelText(/^Publish the new pieces at once/));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    const form = lastUpload().body as FormData;
    expect(form.get('imprintId')).toBe('birch');
    expect(form.get('publish')).toBe('true');
    lastUpload().answer(413, {
      statusCode: 413,
      message: 'an upload is at most 512 MB',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload was refused: an upload is at most 512 MB',
    );
    expect(screen.getByRole('button', { name: 'Upload and import' })).toBeEnabled();
  });

  it('tells a publisher without an imprint that it cannot import yet', async () => {
    setUp({ '/studio/imprints': { items: [], canChoose: false } });
    expect(
      await screen.findByText(
        'This publisher account is not attached to an imprint yet, so it has no products.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload and import' })).not.toBeInTheDocument();
  });
});

describe('fileProgress', () => {
  it('gives each file its share of the bytes sent, the sheet first', () => {
    expect(fileProgress([100, 300], 100, 0)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 100, 0.2)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 100, 0.25)).toEqual([0.25, 0]);
    expect(fileProgress([100, 300], 100, 0.5)).toEqual([1, 1 / 6]);
    expect(fileProgress([100, 300], 100, 1)).toEqual([1, 1]);
  });
});
