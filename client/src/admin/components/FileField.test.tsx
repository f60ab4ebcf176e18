import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { DropZone, FileField, UploadStatus } from './FileField';

const photo = () => new File(['bytes'], 'photo.jpg', { type: 'image/jpeg' });

describe('FileField', () => {
  it('is a real file input named by its button, reached with Tab, read with its hint and error', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <FileField
        label="Choose an image"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB."
        error="That file is not an image."
        accept="image/*"
        onFiles={() => {}}
      />,
    );
    const input = screen.getByLabelText('Choose an image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP or AVIF, up to 10 MB. That file is not an image.');
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('gives what was chosen and empties itself, so the same file can be chosen again', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderAdmin(<FileField label="Upload images" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText('Upload images') as HTMLInputElement;
    const files = [photo(), new File(['more'], 'map.png', { type: 'image/png' })];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(input.value).toBe('');
    await user.upload(input, files[0]);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('is off while a file is being sent', () => {
    renderAdmin(<FileField label="Replace the file" look="outline" busy onFiles={() => {}} />);
    expect(screen.getByLabelText('Replace the file')).toBeDisabled();
    expect(screen.getByText('Replace the file')).toHaveClass('pointer-events-none', 'border-stone-300');
  });
});

describe('DropZone', () => {
  it('shows files over it and gives every file dropped', () => {
    const onFiles = vi.fn();
    renderAdmin(
      <DropZone testId="zone" onFiles={onFiles}>
        {(dragging) => <p>{dragging ? 'Drop it now' : 'Or drop an image here'}</p>}
      </DropZone>,
    );
    const zone = screen.getByTestId('zone');
    fireEvent.dragEnter(zone);
    expect(screen.getByText('Drop it now')).toBeInTheDocument();
    expect(zone).toHaveClass('border-primary');
    const file = photo();
    const drop = createEvent.drop(zone);
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [file] } });
    fireEvent(zone, drop);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByText('Or drop an image here')).toBeInTheDocument();
  });
});

describe('UploadStatus', () => {
  it('says what is happening politely, with a named bar while the bytes go', () => {
    const { rerender } = renderAdmin(<UploadStatus message="" progressLabel="Upload progress" />);
    const words = document.querySelector('[aria-live="polite"]');
    expect(words).toHaveClass('sr-only');
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<UploadStatus message="Uploading photo.jpg: 50 %" percent={50} progressLabel="Upload progress" />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(50);
    expect(screen.getByText('Uploading photo.jpg: 50 %')).not.toHaveClass('sr-only');
  });
});
