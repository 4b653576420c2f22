// 编辑 and 放弃 for a post: memo posts go through the memo calls, jar item posts through the jar item calls.
import type { Post } from '@memory/contracts';
import {
  useCancelJarItemMutation,
  useCancelMemoMutation,
  useEditMemoMutation,
  useUpdateJarItemMutation,
} from '@memory/api';

export function usePostActions() {
  const [editMemo] = useEditMemoMutation();
  const [updateJarItem] = useUpdateJarItemMutation();
  const [cancelMemo] = useCancelMemoMutation();
  const [cancelJarItem] = useCancelJarItemMutation();

  const save = async (post: Post, content: string): Promise<void> => {
    if (post.memoId) await editMemo({ id: post.memoId, content }).unwrap();
    else if (post.jarId && post.itemId) await updateJarItem({ jarId: post.jarId, itemId: post.itemId, content }).unwrap();
    else throw new Error('post has nothing to edit');
  };

  const abandon = async (post: Post): Promise<void> => {
    if (post.memoId) await cancelMemo(post.memoId).unwrap();
    else if (post.jarId && post.itemId) await cancelJarItem({ jarId: post.jarId, itemId: post.itemId }).unwrap();
    else throw new Error('post has nothing to abandon');
  };

  return { save, abandon };
}
