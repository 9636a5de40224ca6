import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, lastUpload } from '../../../test/fake-xhr';
import { mockApi, requestedPaths } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StudioReadingPdf } from './studio-reading-pdf';

const productId = 'reading-1';
const pdfPath = `/studio/products/${productId}/reading-pdf`;

function setUp(answers: Record<string, unknown>) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetchMock = mockApi(answers);
  const view = renderWithProviders(<StudioReadingPdf productId={productId} />);
  return { ...view, fetchMock };
}

const pdf = () => new File([new Uint8Array(2048)], 'phrasing.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio PDF section', () => {
  it('says what the reading has, and refuses a file that is not a PDF before sending it', async () => {
    setUp({ [pdfPath]: { pdf: { bytes: 3 * 1024 * 1024 + 200_000, pages: null } } });
    expect(await screen.findByText('The uploaded PDF (3.2 MB) is the reading’s.')).toBeVisible();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('PDF file'), new File(['x'], 'notes.docx'));
    expect(screen.getByText('Choose a PDF file.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the PDF with its progress, then says how many pages readers see', async () => {
    let asked = 0;
    const { user, fetchMock } = setUp({
      [pdfPath]: () => {
        asked += 1;
        return Response.json({ pdf: asked === 1 ? null : { bytes: 2048, pages: null } });
      },
    });
    expect(await screen.findByText('No PDF uploaded yet.')).toBeVisible();
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = lastUpload();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/studio/products/${productId}/reading-pdf`);
    expect(xhr.headers['content-type']).toBe('application/pdf');
    xhr.progress(512, 2048);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect((bar as HTMLProgressElement).value).toBe(0.25);

    xhr.answer(200, { pdf: { bytes: 2048, pages: 3 } });
    expect(await screen.findByText(/Uploaded: 3 pages, readers see it now\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the reading' })).toHaveAttribute(
      'href',
      `/readings/${productId}`,
    );
    expect(await screen.findByText('The uploaded PDF (2 KB) is the reading’s.')).toBeVisible();
    expect(requestedPaths(fetchMock).filter((path) => path === pdfPath)).toHaveLength(2);
  });

  it("shows the server's refusal, and cancels an upload under way", async () => {
    const { user } = setUp({ [pdfPath]: { pdf: null } });
    await user.upload(await screen.findByLabelText('PDF file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    lastUpload().answer(400, {
      statusCode: 400,
      message: 'the PDF is password-protected: upload it without a password',
    });
    expect(
      await screen.findByText(
        'The upload was refused: the PDF is password-protected: upload it without a password',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
