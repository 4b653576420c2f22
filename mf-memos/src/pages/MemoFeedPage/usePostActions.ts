// 编辑 and 放弃 for a post: memo posts go through the memo calls, jar item posts through the jar item calls.
// Batch posts offer neither (postCapabilities); reaching here with one is a programming error.
import type { Post } from '@memory/contracts';
import {
  useCancelJarItemMutation,
  useCancelMemoMutation,
  useEditMemoMutation,
  useUpdateJarItemMutation,
} from '@memory/api';
import { postTarget } from '../../posts/postCapabilities';

export function usePostActions() {
  const [editMemo] = useEditMemoMutation();
  const [updateJarItem] = useUpdateJarItemMutation();
  const [cancelMemo] = useCancelMemoMutation();
  const [cancelJarItem] = useCancelJarItemMutation();

  /** `front`: a point's new 正面 (blank clears it); absent keeps it. */
  const save = async (post: Post, content: string, front?: string): Promise<void> => {
    const target = postTarget(post);
    if (target?.kind === 'memo') await editMemo({ id: target.memoId, content }).unwrap();
    else if (target?.kind === 'jarItem') await updateJarItem({ jarId: target.jarId, itemId: target.itemId, content, ...(front === undefined ? {} : { front }) }).unwrap();
    else throw new Error('post has nothing to edit');
  };

  const abandon = async (post: Post): Promise<void> => {
    const target = postTarget(post);
    if (target?.kind === 'memo') await cancelMemo(target.memoId).unwrap();
    else if (target?.kind === 'jarItem') await cancelJarItem({ jarId: target.jarId, itemId: target.itemId }).unwrap();
    else throw new Error('post has nothing to abandon');
  };

  return { save, abandon };
}
