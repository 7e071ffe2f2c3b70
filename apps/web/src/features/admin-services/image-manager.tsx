import { MAX_IMAGES_PER_SERVICE } from '@app/shared/catalog';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { useAdminErrorText } from '../admin-shell/admin-error-text';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  useUploadImageMutation,
} from '../admin-shell/image-upload-api';
import { notify } from '../admin-shell/notifications-slice';
import { visuallyHidden } from '../admin-shell/visually-hidden';

/** One photo of the form: already stored (url), being uploaded, or refused. */
export interface ImageItem {
  key: string;
  /** The stored image's URL once uploaded; what the service keeps. */
  url: string | null;
  /** What the tile shows: the stored URL, or a local preview of the file while it uploads. */
  preview: string;
  status: 'ready' | 'uploading' | 'failed';
  /** A picture drawn by the demo seed: marked so the owner knows to replace it. */
  demo?: boolean;
  error?: string;
  file?: File;
}

const REORDER_TYPE = 'application/x-admin-image-index';

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `image-${nextKey}`;
};

export function storedImages(urls: readonly string[], demoUrls: readonly string[] = []): ImageItem[] {
  return urls.map((url) => ({
    key: newKey(),
    url,
    preview: url,
    status: 'ready',
    ...(demoUrls.includes(url) && { demo: true }),
  }));
}

const badgeSx = {
  position: 'absolute',
  left: 6,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  bgcolor: 'rgba(0,0,0,0.7)',
  color: '#fff',
} as const;

function previewOf(file: File): string {
  // jsdom (tests) and very old browsers have no object URLs: the tile shows its placeholder.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface ImageManagerProps {
  images: ImageItem[];
  onChange: (update: (images: ImageItem[]) => ImageItem[]) => void;
  /** The field's validation message, if any. */
  error?: string;
}

/**
 * The photos of a service: upload (button or drop), preview while uploading, reorder (drag, or the
 * arrow buttons for keyboard and touch), remove. The first photo is the cover.
 */
export function ImageManager({ images, onChange, error }: ImageManagerProps) {
  const { t } = useTranslation('admin-services');
  const errorText = useAdminErrorText();
  const dispatch = useAppDispatch();
  const [uploadServiceImage] = useUploadImageMutation();
  const inputId = useId();
  const helpId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL?.(url);
    };
  }, []);

  const upload = async (key: string, file: File) => {
    const result = await uploadServiceImage(file);
    onChange((current) =>
      current.map((item) => {
        if (item.key !== key) return item;
        if (!result.error) {
          // The local preview stays (no flash); without one, the stored image shows.
          const preview = item.preview || result.data;
          return {
            ...item,
            url: result.data,
            preview,
            status: 'ready',
            error: undefined,
            file: undefined,
          };
        }
        // A file the server refused (4xx: not an image, too large) fails again: only a lost or failed
        // request (no status, 5xx, 429) keeps the file for Retry.
        const status = 'status' in result.error ? result.error.status : undefined;
        const refused = status !== undefined && status >= 400 && status < 500 && status !== 429;
        return {
          ...item,
          status: 'failed',
          error: failureText(result.error) ?? 'Error uploading images',
          file: refused ? undefined : item.file,
        };
      }),
    );
  };

  const addFiles = (files: readonly File[]) => {
    const room = MAX_IMAGES_PER_SERVICE - images.length;
    const accepted: File[] = [];
    for (const file of files) {
      if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
        dispatch(
          notify({ severity: 'error', key: 'admin-services:images.notAnImage', values: { name: file.name } }),
        );
      } else if (file.size > MAX_IMAGE_BYTES) {
        dispatch(
          notify({ severity: 'error', key: 'admin-services:images.tooLarge', values: { name: file.name } }),
        );
      } else accepted.push(file);
    }
    if (accepted.length > room) {
      dispatch(
        notify({
          severity: 'error',
          key: 'admin-services:images.tooMany',
          values: { count: MAX_IMAGES_PER_SERVICE },
        }),
      );
      accepted.splice(Math.max(0, room));
    }
    if (accepted.length === 0) return;
    const added = accepted.map((file) => {
      const preview = previewOf(file);
      if (preview) objectUrls.current.add(preview);
      return { key: newKey(), url: null, preview, status: 'uploading' as const, file };
    });
    onChange((current) => [...current, ...added]);
    setAnnouncement(t('images.uploading', { count: added.length }));
    for (const item of added) void upload(item.key, item.file);
  };

  const retry = (item: ImageItem) => {
    if (!item.file) return;
    const file = item.file;
    onChange((current) =>
      current.map((each) =>
        each.key === item.key ? { ...each, status: 'uploading', error: undefined } : each,
      ),
    );
    void upload(item.key, file);
  };

  const remove = (index: number) => {
    const item = images[index];
    if (!item) return;
    if (objectUrls.current.has(item.preview)) {
      URL.revokeObjectURL?.(item.preview);
      objectUrls.current.delete(item.preview);
    }
    onChange((current) => current.filter((each) => each.key !== item.key));
    setAnnouncement(t('images.removed', { position: index + 1 }));
  };

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    onChange((current) => move(current, from, to));
    setAnnouncement(t('images.moved', { from: from + 1, to: to + 1, count: images.length }));
  };

  const onTileDragOver = (event: DragEvent, index: number) => {
    if (!event.dataTransfer.types.includes(REORDER_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(index);
  };

  const onTileDrop = (event: DragEvent, index: number) => {
    if (!event.dataTransfer.types.includes(REORDER_TYPE)) return;
    event.preventDefault();
    event.stopPropagation();
    const from = Number(event.dataTransfer.getData(REORDER_TYPE));
    if (Number.isInteger(from)) reorder(from, index);
    setDragging(null);
    setDropTarget(null);
  };

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setFilesOver(true);
        }}
        onDragLeave={() => setFilesOver(false)}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setFilesOver(false);
          addFiles([...event.dataTransfer.files]);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: filesOver ? 'primary.main' : error ? 'error.main' : 'divider',
          bgcolor: filesOver ? 'rgba(255,255,255,0.06)' : 'transparent',
          borderRadius: 1.5,
          p: 2.5,
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <AddPhotoAlternateOutlinedIcon aria-hidden sx={{ fontSize: 36, color: 'text.disabled' }} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }} id={helpId}>
          {t('images.dropHint')}
        </Typography>
        <Button component="label" htmlFor={inputId} variant="outlined" color="inherit" size="small">
          {t('images.choose')}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple
            hidden
            aria-describedby={helpId}
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {error && (
        <Typography role="alert" variant="caption" sx={{ color: 'error.main', display: 'block', mt: 1 }}>
          {error}
        </Typography>
      )}

      {images.length > 0 && (
        <Box
          component="ol"
          aria-label={t('images.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {images.map((item, index) => {
            const position = index + 1;
            return (
              <Box
                component="li"
                key={item.key}
                draggable
                onDragStart={(event: DragEvent) => {
                  event.dataTransfer.setData(REORDER_TYPE, String(index));
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDropTarget(null);
                }}
                onDragOver={(event: DragEvent) => onTileDragOver(event, index)}
                onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
                onDrop={(event: DragEvent) => onTileDrop(event, index)}
                sx={{
                  position: 'relative',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: dropTarget === index && dragging !== index ? 'primary.main' : 'transparent',
                  bgcolor: 'rgba(255,255,255,0.04)',
                  opacity: dragging === index ? 0.4 : 1,
                  cursor: 'grab',
                }}
              >
                <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'rgba(255,255,255,0.06)' }}>
                  {item.preview && (
                    <Box
                      component="img"
                      src={item.preview}
                      alt={t('images.alt', { position, count: images.length })}
                      loading="lazy"
                      draggable={false}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  )}
                  {index === 0 && (
                    <Box component="span" sx={{ ...badgeSx, top: 6 }}>
                      {t('images.cover')}
                    </Box>
                  )}
                  {item.demo && (
                    <Box
                      component="span"
                      sx={{ ...badgeSx, bottom: 6, bgcolor: 'rgba(255, 140, 90, 0.92)', color: '#1a1005' }}
                    >
                      {t('images.demo')}
                    </Box>
                  )}
                  <DragIndicatorIcon
                    aria-hidden
                    sx={{ position: 'absolute', top: 6, right: 4, color: '#fff', opacity: 0.8, fontSize: 20 }}
                  />
                  {item.status !== 'ready' && (
                    <Box
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: item.status === 'failed' ? 'rgba(80,0,0,0.72)' : 'rgba(0,0,0,0.5)',
                        p: 1,
                        textAlign: 'center',
                      }}
                    >
                      {item.status === 'uploading' ? (
                        <CircularProgress
                          size={28}
                          color="inherit"
                          aria-label={t('images.uploadingOne', { position })}
                        />
                      ) : (
                        <Box>
                          <Typography variant="caption" sx={{ display: 'block', color: '#fff', mb: 0.5 }}>
                            {errorText(item.error ?? '')}
                          </Typography>
                          {item.file && (
                            <Button
                              size="small"
                              variant="contained"
                              startIcon={<RefreshIcon />}
                              onClick={() => retry(item)}
                              aria-label={t('images.retryLabel', { position })}
                            >
                              {t('images.retry')}
                            </Button>
                          )}
                        </Box>
                      )}
                    </Box>
                  )}
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
                  <Box sx={{ display: 'flex' }}>
                    <Tooltip title={t('images.moveEarlier')}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={index === 0}
                          onClick={() => reorder(index, index - 1)}
                          aria-label={t('images.moveEarlierLabel', { position })}
                        >
                          <ArrowBackIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('images.moveLater')}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={index === images.length - 1}
                          onClick={() => reorder(index, index + 1)}
                          aria-label={t('images.moveLaterLabel', { position })}
                        >
                          <ArrowForwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Box>
                  <Tooltip title={t('images.remove')}>
                    <IconButton
                      size="small"
                      onClick={() => remove(index)}
                      aria-label={t('images.removeLabel', { position })}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
