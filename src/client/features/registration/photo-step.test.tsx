import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { createFakeFetch, screenRequests, stub } from '../../app/testing/fake-fetch';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { createHttpClient } from '../../lib/http';
import { ServicesProvider } from '../../lib/services';
import { PhotoStep } from './photo-step';

afterEach(cleanup);

function mount(routes: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(routes);
  const onDone = vi.fn();
  const platform = createFakePlatform();
  const services = { platform, http: createHttpClient({ fetch: fake.fetch }) };
  render(
    <ServicesProvider services={services}>
      <PhotoStep onDone={onDone} />
    </ServicesProvider>,
  );
  return { fake, onDone, platform };
}

function choosePhoto() {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  const input = screen.getByLabelText('Фото (JPEG, PNG или WebP)');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('PhotoStep', () => {
  it('uploads the photo as multipart (kind photo), attaches it and moves on', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { fake, onDone } = mount([
      stub(endpoints.files.fileUpload, {
        data: { id: 12, kind: 'photo', mime: 'image/webp', size: 4, url: '/files/12/' },
      }),
      stub(endpoints.registration.registerPhoto, { data: null }),
    ]);
    choosePhoto();
    expect((await screen.findByAltText('Выбранное фото')).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить фото' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const upload = fake.requests.find((r) => r.url.pathname === '/api/files/');
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('name="kind"');
    expect(upload?.body).toContain('photo');
    expect(JSON.parse(screenRequests(fake.requests).at(-1)?.body ?? '')).toEqual({ fileId: 12 });
  });

  it("shows the server's refusal and lets the student skip", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { onDone, platform } = mount([
      stub(endpoints.files.fileUpload, { status: 400, message: 'Файл не похож на изображение.' }),
    ]);
    choosePhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить фото' }));
    expect(await screen.findByText('Файл не похож на изображение.')).toBeTruthy();
    expect(platform.haptics).toEqual(['error']);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
