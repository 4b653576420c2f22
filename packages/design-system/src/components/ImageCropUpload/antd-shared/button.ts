// antd-img-crop imports antd/es/button; the apps alias it here so it uses the one shared antd (theme, locale, weight).
import { Button } from 'antd';

export default Button;
