// antd-img-crop imports antd/es/slider; the apps alias it here so it uses the one shared antd (theme, locale, weight).
import { Slider } from 'antd';

export default Slider;
