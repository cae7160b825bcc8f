import { useEffect, useId, useRef, useState } from 'react';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, formatDate, type Feedback } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { FormError } from '../../../shared/ui/form';
import { showToast } from '../../../shared/ui/feedback';
import { PagedList } from '../../../shared/ui/paged-list';
import { uploadFeedbackImage, useMyFeedback, useSubmitFeedback } from '../api/feedback';
import styles from './feedback.module.css';

/** The server's limits: 5 to 1000 characters, at most 3 screenshots. */
const CONTENT_MIN = 5;
const CONTENT_MAX = 1000;
const IMAGES_MAX = 3;

interface Shot {
  /** The local file, shown as the preview (feedback images are not served back publicly). */
  preview: string;
  /** The stored path once uploaded. */
  path: string | null;
}

function ImagePicker({ shots, onChange }: { shots: Shot[]; onChange: (next: Shot[]) => void }) {
  const { t } = useTranslation('community');
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  // The previews still shown are freed when the form goes; removed ones when removed.
  const shown = useRef(shots);
  shown.current = shots;
  useEffect(
    () => () => {
      for (const shot of shown.current) URL.revokeObjectURL(shot.preview);
    },
    [],
  );
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    setUploading(true);
    try {
      const path = await uploadFeedbackImage(file);
      onChange([...shots, { preview, path }]);
    } catch {
      URL.revokeObjectURL(preview); // the client has shown the server's message
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={styles.images} data-testid="feedback-images">
      {shots.map((shot, index) => (
        <span key={shot.preview} className={styles.image} data-testid="feedback-image">
          <img src={shot.preview} alt={t('feedback.form.image', { n: index + 1 })} />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('feedback.form.removeImage')}
            onClick={() => {
              URL.revokeObjectURL(shot.preview);
              onChange(shots.filter((s) => s !== shot));
            }}
          >
            ×
          </button>
        </span>
      ))}
      {shots.length < IMAGES_MAX ? (
        <label htmlFor={inputId} className={styles.image} aria-label={t('feedback.form.addImage')}>
          {uploading ? '…' : '+'}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className={styles.input}
            disabled={uploading}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid="feedback-image-input"
          />
        </label>
      ) : null}
    </div>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('community');
  const submit = useSubmitFeedback();
  const [category, setCategory] = useState<Feedback['category']>('suggestion');
  const [content, setContent] = useState('');
  const [shots, setShots] = useState<Shot[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    if (content.trim().length < CONTENT_MIN) {
      setProblem(t('feedback.form.tooShort', { min: CONTENT_MIN }));
      return;
    }
    setProblem(null);
    try {
      await submit.mutateAsync({
        category,
        content: content.trim(),
        images: shots.flatMap((s) => (s.path ? [s.path] : [])),
      });
      for (const shot of shots) URL.revokeObjectURL(shot.preview);
      setContent('');
      setShots([]);
      showToast(t('feedback.form.sent'), 'success');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('feedback.form.failed'));
    }
  };
  return (
    <section className={styles.card} data-testid="feedback-form">
      <span className={styles.label}>{t('feedback.form.category')}</span>
      <Selector
        columns={3}
        value={[category]}
        onChange={(v) => {
          if (v[0]) setCategory(v[0]);
        }}
        options={FEEDBACK_CATEGORIES.map((c) => ({
          value: c,
          label: (
            <span data-testid={`feedback-category-${c}`}>{t(`feedback.categories.${c}`)}</span>
          ),
        }))}
      />
      <span className={styles.label}>{t('feedback.form.content')}</span>
      <TextArea
        className={styles.textarea}
        value={content}
        onChange={(v) => {
          setContent(v);
          setProblem(null);
        }}
        placeholder={t('feedback.form.placeholder')}
        rows={4}
        maxLength={CONTENT_MAX}
        showCount
        data-testid="feedback-content"
      />
      <span className={styles.label}>{t('feedback.form.images', { max: IMAGES_MAX })}</span>
      <ImagePicker shots={shots} onChange={setShots} />
      <FormError message={problem} className={styles.problem} testId="feedback-problem" />
      <Button
        block
        color="primary"
        shape="rounded"
        loading={submit.isPending}
        onClick={() => void send()}
        data-testid="feedback-submit"
      >
        {t('feedback.form.submit')}
      </Button>
    </section>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { t } = useTranslation('community');
  return (
    <article className={styles.item} data-testid={`feedback-item-${item.id}`}>
      <div className={styles.itemHead}>
        <span>{t(`feedback.categories.${item.category}`)}</span>
        <span>{formatDate(item.created_at, 'yyyy-mm-dd hh:MM')}</span>
      </div>
      <p className={styles.content}>{item.content}</p>
      {item.images.length > 0 ? (
        <span className={styles.label}>
          {t('feedback.list.images', { count: item.images.length })}
        </span>
      ) : null}
      {item.reply !== null ? (
        <p className={styles.reply} data-testid={`feedback-item-${item.id}-reply`}>
          {t('feedback.list.reply', { reply: item.reply })}
        </p>
      ) : (
        <p className={styles.waiting} data-testid={`feedback-item-${item.id}-waiting`}>
          {t('feedback.list.waiting')}
        </p>
      )}
    </article>
  );
}

/** pages/setting/feedback: send feedback (with up to 3 screenshots) and read the replies. */
export function FeedbackView() {
  const { t } = useTranslation('community');
  const query = useMyFeedback();
  return (
    <div className={styles.page} data-testid="feedback">
      <FeedbackForm />
      <h2 className={styles.heading}>{t('feedback.list.title')}</h2>
      <PagedList
        query={query}
        itemKey={(item) => item.id}
        renderItem={(item) => <FeedbackItem item={item} />}
        compact
        emptyTitle={t('feedback.list.empty')}
        errorTitle={t('feedback.list.loadFailed')}
        testId="feedback-list"
      />
    </div>
  );
}
