import { Button, Flex } from 'antd';
import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { chatTexts } from './chatTexts';

export interface SuggestedPromptsProps {
  disabled: boolean;
  onPick(prompt: string): void;
}

/** The four suggested prompts (a click sends one) and the image and video prompts, not yet available. */
export function SuggestedPrompts({ disabled, onPick }: SuggestedPromptsProps) {
  const [image, video] = chatTexts.comingSoonPrompts;
  return (
    <Flex wrap gap={8}>
      {chatTexts.suggestedPrompts.map((prompt) => (
        <Button key={prompt} size="small" shape="round" disabled={disabled} onClick={() => onPick(prompt)}>
          {prompt}
        </Button>
      ))}
      <Button size="small" shape="round" icon={<PictureOutlined />} disabled>
        {image}
      </Button>
      <Button size="small" shape="round" icon={<VideoCameraOutlined />} disabled>
        {video}
      </Button>
    </Flex>
  );
}
