import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { useFormat } from '../../../../lib/format/useFormat';
import { AddComment } from './AddComment';
import { CommentsPanel_workOrder } from './commentsFragment';
import { useMayComment } from './useMayComment';

interface CommentsPanelProps {
  order: FragmentType<typeof CommentsPanel_workOrder>;
  /** The order is open and the user works it; who works a closed one may still comment. */
  canWork: boolean;
}

/** What people said about the job, oldest first as a conversation reads, and the box to add to it. */
export function CommentsPanel({ order, canWork }: CommentsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = getFragmentData(CommentsPanel_workOrder, order);
  const { id, comments } = data;
  const canComment = useMayComment(data) || canWork;
  return (
    <Flex vertical gap={12} data-testid="wo-comments">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('workOrders.comments.title')}
      </Typography.Title>
      {comments.length === 0 && <Typography.Text type="secondary">{t('workOrders.comments.empty')}</Typography.Text>}
      {comments.map((comment) => (
        <Flex vertical gap={2} key={comment.id} data-testid="wo-comment">
          <Flex gap={8} wrap align="baseline">
            <Typography.Text strong data-testid="wo-comment-author">
              {comment.author?.name ?? t('workOrders.comments.deletedAuthor')}
            </Typography.Text>
            <Tooltip title={format.dateTime(comment.createdAt)}>
              <Typography.Text type="secondary" data-testid="wo-comment-time">
                <time dateTime={comment.createdAt}>{format.relative(comment.createdAt)}</time>
              </Typography.Text>
            </Tooltip>
          </Flex>
          {/* People write in their own language: each comment takes its own direction. */}
          <Typography.Paragraph dir="auto" style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="wo-comment-body">
            {comment.body}
          </Typography.Paragraph>
        </Flex>
      ))}
      {canComment && <AddComment workOrderId={id} />}
    </Flex>
  );
}
